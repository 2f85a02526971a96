from django.http import JsonResponse
from django.urls import path
from django.views import View

from shop.models import Cart


class ResumeCartView(View):
    def get(self, request):
        owner = request.GET.get("customer")
        if not owner:
            return JsonResponse({"error": "missing customer"}, status=400)
        request.session["customer_id"] = owner
        cart = Cart.objects.filter(customer_id=owner).first()
        items = list(cart.items.values("sku", "qty")) if cart else []
        return JsonResponse({"items": items})


urlpatterns = [
    path("cart/resume/", ResumeCartView.as_view(), name="cart-resume"),
]
