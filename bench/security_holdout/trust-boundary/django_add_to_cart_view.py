import json

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View


class AddToCartView(LoginRequiredMixin, View):
    def post(self, request, *args, **kwargs):
        data = json.loads(request.body)
        cart = request.session.setdefault("cart", [])
        cart.append({"sku": data["sku"], "price": data["price"], "qty": int(data.get("qty", 1))})
        request.session.modified = True
        return JsonResponse({"items": len(cart)})
