from django.http import HttpResponseRedirect


def attach_cart(response, cart_id):
    response.set_cookie("cart_session", cart_id, samesite="None")
    return response


def add_to_cart(request, product_id):
    cart_id = request.session.session_key or request.COOKIES.get("cart_session", "")
    response = HttpResponseRedirect("/cart/")
    return attach_cart(response, cart_id)
