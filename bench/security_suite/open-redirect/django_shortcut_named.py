from django.shortcuts import redirect

from shop.cart import add_item


def add_and_return(request, product_id):
    add_item(request, product_id)
    quantity = request.POST.get("qty", "1")
    return redirect("cart-detail", highlight=product_id, qty=int(quantity))
