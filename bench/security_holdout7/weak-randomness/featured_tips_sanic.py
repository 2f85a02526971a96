import random

from sanic import Sanic
from sanic.response import json

app = Sanic("tips_service")

TIPS = [
    "Use keyboard shortcuts to move between tabs.",
    "You can pin frequently used reports to your dashboard.",
    "Dark mode is available under Settings > Appearance.",
    "Export any table to CSV with the download icon.",
    "Saved filters are shared with everyone on your team.",
]


@app.get("/tips/random")
async def random_tip(request):
    raw_count = request.args.get("count", "1")
    try:
        count = max(1, min(int(raw_count), len(TIPS)))
    except ValueError:
        count = 1
    picks = random.sample(TIPS, count)
    return json({"tips": picks})
