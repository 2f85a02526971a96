"""`python -m bot.action`: what action.yml runs."""

import sys

from bot.action.run import main

sys.exit(main())
