from django.http import JsonResponse

from .models import Product

CACHE_PROFILES = {
    "none": "no-store",
    "short": "public, max-age=60",
    "hour": "public, max-age=3600, stale-while-revalidate=60",
}


def product_list(request):
    profile = request.GET.get("cache", "short")
    policy = CACHE_PROFILES.get(profile, CACHE_PROFILES["short"])
    products = list(Product.objects.filter(active=True).values("sku", "name", "price")[:100])
    response = JsonResponse({"products": products})
    response["Cache-Control"] = policy
    return response
