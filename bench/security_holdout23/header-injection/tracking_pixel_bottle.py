import base64
import re

from bottle import Bottle, HTTPResponse, request

app = Bottle()
PIXEL = base64.b64decode("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")
CAMPAIGN_RE = re.compile(r"[A-Za-z0-9_-]{1,40}")


@app.get("/px.gif")
def pixel():
    campaign = request.query.get("c", "")
    if not CAMPAIGN_RE.fullmatch(campaign):
        campaign = "unknown"
    headers = {
        "Content-Type": "image/gif",
        "Cache-Control": "no-store",
        "X-Campaign": campaign,
    }
    return HTTPResponse(body=PIXEL, status=200, headers=headers)
