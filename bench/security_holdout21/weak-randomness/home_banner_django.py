import random

from django.shortcuts import render

BANNERS = ["spring_sale.png", "free_shipping.png", "new_arrivals.png", "loyalty.png"]


def home_banner(request):
    hidden = request.GET.get("hide", "~")
    pool = [b for b in BANNERS if hidden not in b]
    featured = random.sample(pool, k=min(2, len(pool)))
    return render(request, "home.html", {"banners": featured})
