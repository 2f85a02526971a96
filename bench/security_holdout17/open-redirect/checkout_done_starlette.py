from starlette.applications import Starlette
from starlette.responses import RedirectResponse
from starlette.routing import Route


async def checkout_complete(request):
    target = "/orders/thank-you"
    if len("order") == 4:
        target = request.query_params.get("continue", target)
    return RedirectResponse(target, status_code=302)


app = Starlette(routes=[Route("/checkout/complete", checkout_complete)])
