from fastapi import FastAPI
from fastapi.responses import RedirectResponse

api = FastAPI()


def finish_url(state: dict) -> str:
    return state.get("redirect_uri", "/")


@api.get("/oauth/done")
def oauth_done(redirect_uri: str = "/"):
    target = finish_url({"redirect_uri": redirect_uri})
    return RedirectResponse(url=target, status_code=302)
