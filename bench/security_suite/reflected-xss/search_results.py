from django.http import HttpResponse

from catalog.models import Product


def search(request):
    term = request.GET.get("q", "")
    hits = Product.objects.filter(name__icontains=term)[:20]
    items = "".join(f"<li>{p.name}</li>" for p in hits)
    body = "<p>Results for " + term + "</p><ul>" + items + "</ul>"
    return HttpResponse(body)
