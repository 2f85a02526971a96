from urllib.parse import urlsplit

from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()
FALLBACK = "/account"


def local_path(candidate):
    if not candidate.startswith("/") or candidate[1:2] in ("/", "\\"):
        return FALLBACK
    if any(ord(ch) < 33 or ch == "\\" for ch in candidate):
        return FALLBACK
    parts = urlsplit(candidate)
    if parts.scheme or parts.netloc:
        return FALLBACK
    return candidate


@app.get("/back")
def go_back(back: str = FALLBACK):
    return RedirectResponse(url=local_path(back), status_code=303)
