import base64
import re
from urllib.parse import parse_qs

PIXEL = base64.b64decode("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")
CAMPAIGN_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")


def application(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    campaign = qs.get("c", ["direct"])[0]
    if not CAMPAIGN_RE.fullmatch(campaign):
        campaign = "direct"
    headers = [
        ("Content-Type", "image/gif"),
        ("Content-Length", str(len(PIXEL))),
        ("Set-Cookie", "cmp=%s; Path=/; Max-Age=2592000; SameSite=Lax" % campaign),
    ]
    start_response("200 OK", headers)
    return [PIXEL]
