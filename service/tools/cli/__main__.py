"""Run the CLI as `python -m service.tools.cli`."""

import sys

from service.tools.cli import main

sys.exit(main())
