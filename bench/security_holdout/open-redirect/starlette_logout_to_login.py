from starlette.applications import Starlette
from starlette.responses import HTMLResponse, RedirectResponse
from starlette.routing import Route


async def login_page(request):
    return HTMLResponse("<form method='post' action='/login'>...</form>")


async def logout(request):
    request.session.clear()
    return RedirectResponse(request.url_for("login"), status_code=303)


app = Starlette(
    routes=[
        Route("/login", login_page, name="login"),
        Route("/logout", logout, methods=["POST"]),
    ]
)
