from django.http import HttpResponse
from django.views.decorators.http import require_GET

SALUTATIONS = {"en": "Hello", "fr": "Bonjour", "de": "Hallo", "es": "Hola"}


@require_GET
def greeting(request):
    name = request.GET.get("name", "guest").strip()
    lang = request.GET.get("lang", "en")
    word = SALUTATIONS.get(lang, SALUTATIONS["en"])
    if not name:
        name = "guest"
    body = "<p>{} {}!</p>".format(word, name)
    footer = "<footer>Language: %s</footer>" % lang
    return HttpResponse("<html><body>" + body + footer + "</body></html>")
