import random

from django.shortcuts import render

from catalog.models import Product


def home(request):
    candidates = list(Product.objects.filter(featured=True)[:50])
    showcase = random.sample(candidates, k=min(4, len(candidates)))
    return render(request, "home.html", {"showcase": showcase})
