import logging

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse
from starlette.routing import Route

log = logging.getLogger("portal")

ERROR_TITLES = {
    400: "Bad request",
    403: "Access denied",
    404: "Page not found",
    500: "Something went wrong",
}


async def homepage(request: Request):
    return HTMLResponse("<h1>Customer portal</h1><p><a href='/login'>Sign in</a></p>")


async def login_failed(request: Request):
    return RedirectResponse(url="/oops?code=403&msg=Your+session+expired", status_code=303)


async def oops(request: Request):
    try:
        code = int(request.query_params.get("code", "500"))
    except ValueError:
        code = 500
    title = ERROR_TITLES.get(code, ERROR_TITLES[500])
    message = request.query_params.get("msg", "Please try again later.")
    log.info("rendering error page code=%s", code)
    return HTMLResponse(f"<html><body><h1>{title}</h1><p class='detail'>{message}</p><a href='/'>Home</a></body></html>", status_code=code)


async def http_exception(request: Request, exc: HTTPException):
    if request.headers.get("accept", "").startswith("application/json"):
        return JSONResponse({"error": exc.detail}, status_code=exc.status_code)
    return RedirectResponse(url=f"/oops?code={exc.status_code}", status_code=303)


app = Starlette(
    routes=[
        Route("/", homepage),
        Route("/login/failed", login_failed),
        Route("/oops", oops),
    ],
    exception_handlers={HTTPException: http_exception},
)
