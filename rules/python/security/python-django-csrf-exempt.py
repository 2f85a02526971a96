import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.urls import path
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt, csrf_protect, ensure_csrf_cookie

from shop.models import Order


# ruleid: python-django-csrf-exempt
@csrf_exempt
def update_email(request):
    request.user.email = request.POST["email"]
    request.user.save()
    return JsonResponse({"ok": True})


# ruleid: python-django-csrf-exempt
@method_decorator(csrf_exempt, name="dispatch")
class TransferView(View):
    def post(self, request):
        Order.objects.create(owner=request.user, amount=request.POST["amount"])
        return HttpResponse(status=201)


# ok: python-django-csrf-exempt
@csrf_protect
def change_password(request):
    request.user.set_password(request.POST["password"])
    return HttpResponse()


# ok: python-django-csrf-exempt
@ensure_csrf_cookie
def spa_shell(request):
    return HttpResponse("<div id='app'></div>")


# ok: python-django-csrf-exempt
@csrf_exempt
def stripe_webhook(request):
    signature = request.headers.get("X-Signature", "")
    expected = hmac.new(settings.WEBHOOK_SECRET, request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        return HttpResponse(status=401)
    event = json.loads(request.body)
    Order.objects.filter(pk=event["order"]).update(paid=True)
    return HttpResponse()


class CheckoutView(View):
    def post(self, request):
        return HttpResponse()


urlpatterns = [
    # ruleid: python-django-csrf-exempt
    path("checkout/", csrf_exempt(CheckoutView.as_view())),
    # ok: python-django-csrf-exempt
    path("checkout-safe/", CheckoutView.as_view()),
]
