from django.http import HttpResponse

SUGGESTIONS = {"/blog": "/articles/", "/shop": "/store/", "/help": "/support/"}


def missing_page(request):
    missing = request.GET.get("path", "")
    suggestion = SUGGESTIONS.get(missing.rstrip("/"))
    msg = "<html><body><h2>Page %s could not be found</h2>" % missing
    if suggestion:
        msg += f'<p>Did you mean <a href="{suggestion}">{suggestion}</a>?</p>'
    msg += '<a href="/">Back home</a></body></html>'
    return HttpResponse(msg, status=404)
