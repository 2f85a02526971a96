from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.response import redirect

from app.analytics import ClickTracker

app = Sanic("newsletter")
tracker = ClickTracker()


@app.get("/out")
async def outbound(request):
    target = request.args.get("url")
    campaign = request.args.get("c", "none")
    if not target:
        raise BadRequest("missing url")
    await tracker.record(campaign=campaign, url=target, ip=request.client_ip)
    return redirect(target)
