from django.http import HttpResponse

GREETINGS = ["Hello", "Welcome back", "Nice to see you"]


def _pick(index):
    return GREETINGS[index % len(GREETINGS)]


def greeting(request):
    name = request.GET.get("name", "guest")
    visits = len(request.COOKIES)
    html = "<div class='greet'>%s, %s!</div>" % (_pick(visits), name)
    return HttpResponse(html)
