"""``python -m graph.cli`` runs the ``scholarkg`` command line."""

import sys

from graph.cli.commands import main

sys.exit(main())
