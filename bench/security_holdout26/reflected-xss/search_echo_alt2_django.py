from django.http import HttpResponse
from django.views.decorators.http import require_GET


@require_GET
def search_echo(request):
    terms = request.GET.getlist("q")
    if not terms:
        terms = ["everything"]
    shown = ", ".join(t.strip() for t in terms[:5])
    body = "<p>No matches found.</p>"
    return HttpResponse("<h2>Results for: " + shown + "</h2>" + body)
