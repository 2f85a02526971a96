import random

from django.core.cache import cache
from django.http import JsonResponse
from django.views.generic import View

from catalog.models import Product

FEATURED_POOL_KEY = "catalog:featured-pool"
FEATURED_POOL_TTL = 60 * 10
DEFAULT_COUNT = 6


def featured_pool():
    pool = cache.get(FEATURED_POOL_KEY)
    if pool is None:
        pool = list(
            Product.objects.filter(is_published=True, featured=True)
            .values("id", "slug", "name", "price", "thumbnail_url")[:60]
        )
        cache.set(FEATURED_POOL_KEY, pool, FEATURED_POOL_TTL)
    return pool


class FeaturedProductsView(View):
    def get(self, request):
        try:
            count = int(request.GET.get("count", DEFAULT_COUNT))
        except ValueError:
            count = DEFAULT_COUNT
        count = max(1, min(count, 24))

        products = list(featured_pool())
        # rotate what the homepage carousel shows on each load
        random.shuffle(products)
        selection = products[:count]

        for item in selection:
            item["price"] = str(item["price"])

        return JsonResponse(
            {"count": len(selection), "products": selection},
            headers={"Cache-Control": "no-store"},
        )
