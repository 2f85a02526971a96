import logging

from django.contrib.auth.decorators import login_required
from django.db import models
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

logger = logging.getLogger("wishlist")

MAX_ITEMS = 50


class Product(models.Model):
    name = models.CharField(max_length=120)
    active = models.BooleanField(default=True)

    class Meta:
        app_label = "catalog"


def _wishlist(session):
    return list(session.get("wishlist", []))


@login_required
@require_POST
def add_to_wishlist(request):
    try:
        product_id = int(request.POST.get("product_id", ""))
    except ValueError:
        return JsonResponse({"error": "product_id must be an integer"}, status=400)
    product = Product.objects.filter(pk=product_id, active=True).only("pk").first()
    if product is None:
        return JsonResponse({"error": "unknown product"}, status=404)
    items = _wishlist(request.session)
    if product.pk not in items:
        items.append(product.pk)
    request.session["wishlist"] = items[-MAX_ITEMS:]
    logger.debug("wishlist size for %s is %d", request.user.pk, len(items))
    return JsonResponse({"wishlist": request.session["wishlist"]})


@login_required
@require_POST
def clear_wishlist(request):
    request.session.pop("wishlist", None)
    return JsonResponse({"wishlist": []})


@login_required
@require_GET
def show_wishlist(request):
    ids = _wishlist(request.session)
    names = dict(Product.objects.filter(pk__in=ids).values_list("pk", "name"))
    return JsonResponse({"items": [{"id": i, "name": names.get(i)} for i in ids]})
