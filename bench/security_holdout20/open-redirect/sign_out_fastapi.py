from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

from shop.sessions import end_session

app = FastAPI()
RETURN_TARGETS = {
    "home": "/",
    "cart": "/cart",
    "deals": "/deals",
    "login": "/login",
}


@app.get("/sign-out")
async def sign_out(request: Request):
    await end_session(request)
    return_to = RETURN_TARGETS.get(request.query_params.get("return_to", "home"), "/")
    response = RedirectResponse(return_to, status_code=303)
    response.delete_cookie("sid")
    return response
