import base64

from fastapi import FastAPI, Cookie
from fastapi.responses import RedirectResponse

app = FastAPI()

FALLBACK = "/offers"


@app.get("/campaign/click")
def campaign_click(dest: str = Cookie(default="")):
    try:
        target = base64.urlsafe_b64decode(dest.encode()).decode("utf-8")
    except ValueError:
        target = FALLBACK
    finally:
        pass
    target = target if target else FALLBACK
    return RedirectResponse(url=target, status_code=302)
