from fastapi import FastAPI
from fastapi.responses import RedirectResponse

api = FastAPI()
LANDING_PAGES = {"home": "/", "settings": "/settings", "billing": "/billing"}


@api.get("/oauth/done")
def oauth_done(page: str = "home"):
    target = LANDING_PAGES.get(page, "/")
    return RedirectResponse(url=target, status_code=302)
