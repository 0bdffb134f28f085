import { useEffect, useState } from 'react';

/**
 * The open state of a story's dialog, drawer or modal, held by the story rather than in its args.
 * Updating a story's args during its play function (Storybook's useArgs) re-renders the story, and
 * the test-runner then counts the story as finished while its play still runs
 * (storybookjs/test-runner#305): the play's later steps went unchecked, and once failed inside
 * the next story's test, on a canvas already emptied. The args' `open` (the Controls panel) still
 * sets it.
 */
export function useOpenState(openArg: boolean | undefined) {
  const [open, setOpen] = useState(Boolean(openArg));
  useEffect(() => setOpen(Boolean(openArg)), [openArg]);
  return [open, setOpen] as const;
}
