from pyramid.response import Response
from pyramid.view import view_config

PAGE = """<!doctype html>
<html><head><title>{title}</title></head>
<body><h1>{title}</h1><p>{message}</p><a href="/cart">Return to cart</a></body></html>"""


@view_config(route_name="checkout_error")
def checkout_error(request):
    reason = request.params.get("reason", "unknown error")
    order = request.params.get("order")
    parts = [f"Your payment could not be completed: {reason}."]
    if order:
        parts.append(f"Reference: <code>{order}</code>")
    message = "<br>".join(parts)
    body = PAGE.format(title="Payment problem", message=message)
    return Response(body, status=402, content_type="text/html", charset="utf-8")
