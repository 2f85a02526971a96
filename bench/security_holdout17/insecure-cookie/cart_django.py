from django import forms
from django.core import signing
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View

from shop.models import Product

CART_COOKIE = "cart"
CART_MAX_AGE = 60 * 60 * 24 * 14


class CartItemForm(forms.Form):
    product = forms.IntegerField(min_value=1)
    quantity = forms.IntegerField(min_value=0, max_value=99)


class CartStore:
    def __init__(self, request):
        self.request = request

    def load(self) -> dict[str, int]:
        raw = self.request.COOKIES.get(CART_COOKIE)
        if not raw:
            return {}
        try:
            return signing.loads(raw, salt="cart", max_age=CART_MAX_AGE)
        except signing.BadSignature:
            return {}

    def persist(self, response, items: dict[str, int]) -> None:
        response.set_cookie(
            CART_COOKIE,
            signing.dumps(items, salt="cart", compress=True),
            max_age=CART_MAX_AGE,
            secure=True,
            httponly=True,
            samesite="Lax",
        )


class CartView(View):
    def get(self, request):
        items = CartStore(request).load()
        products = Product.objects.in_bulk([int(pk) for pk in items])
        lines = [
            {"product": p.name, "quantity": items[str(pk)], "price": str(p.price)}
            for pk, p in products.items()
        ]
        return JsonResponse({"lines": lines})

    def post(self, request):
        form = CartItemForm(request.POST)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        product = get_object_or_404(Product, pk=form.cleaned_data["product"], active=True)
        store = CartStore(request)
        items = store.load()
        if form.cleaned_data["quantity"]:
            items[str(product.pk)] = form.cleaned_data["quantity"]
        else:
            items.pop(str(product.pk), None)
        response = JsonResponse({"count": sum(items.values())})
        store.persist(response, items)
        return response


class CartClearView(View):
    def post(self, request):
        response = JsonResponse({"count": 0})
        response.delete_cookie(CART_COOKIE, samesite="Lax")
        return response
