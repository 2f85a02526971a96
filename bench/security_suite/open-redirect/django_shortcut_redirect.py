from django.shortcuts import redirect

from shop.cart import add_item


def add_and_return(request, product_id):
    add_item(request, product_id)
    continue_to = request.POST.get("continue", "/cart/")
    return redirect(continue_to)
