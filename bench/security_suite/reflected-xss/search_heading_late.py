from django.http import HttpResponse


def search_heading_query(request):
    heading = "Search results"
    query = request.GET.get("q", "")
    if query:
        heading = f"Results for {query}"
    return HttpResponse(f"<h2>{heading}</h2>")
