from urllib.parse import urlparse

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

from shop.sessions import end_session

app = FastAPI()
SITE_DOMAIN = "myshop.example"


@app.get("/logout")
async def logout(request: Request):
    await end_session(request)
    return_to = request.query_params.get("return_to", "/")
    host = urlparse(return_to).netloc
    if host and not host.endswith(SITE_DOMAIN):
        return_to = "/"
    response = RedirectResponse(return_to, status_code=303)
    response.delete_cookie("sid")
    return response
