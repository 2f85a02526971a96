from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="dev-session-key")

APP_DOMAIN = "example.com"


@app.get("/logout")
async def logout(request: Request, return_to: str | None = None):
    request.session.clear()
    target = return_to if return_to and APP_DOMAIN in return_to else "/"
    response = RedirectResponse(url=target, status_code=303)
    response.delete_cookie("remember_token")
    return response
