from urllib.parse import urlsplit, urlunsplit

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse

app = FastAPI()
PARTNER_HOSTS = {"docs.example.com", "status.example.com", "community.example.com"}
HOME = "https://www.example.com/"


def partner_destination(raw: str) -> str:
    if not raw or "\\" in raw or any(ord(ch) < 0x20 for ch in raw):
        return HOME
    parts = urlsplit(raw)
    if parts.scheme != "https" or parts.username or parts.password:
        return HOME
    if (parts.hostname or "") not in PARTNER_HOSTS or parts.port not in (None, 443):
        return HOME
    return urlunsplit(("https", parts.hostname, parts.path or "/", parts.query, ""))


@app.get("/bounce")
def bounce(request: Request, to: str = ""):
    if request.headers.get("sec-fetch-site") == "cross-site" and not to:
        raise HTTPException(status_code=400, detail="missing destination")
    destination = partner_destination(to)
    return RedirectResponse(destination, status_code=303)


@app.get("/bounce/hosts")
def bounce_hosts():
    return {"hosts": sorted(PARTNER_HOSTS)}


@app.get("/bounce/check")
def bounce_check(to: str = ""):
    destination = partner_destination(to)
    return {"requested": to, "destination": destination, "accepted": destination != HOME or to == HOME}


@app.get("/")
def index():
    return {"service": "bounce", "home": HOME}
