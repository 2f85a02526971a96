from django.http import HttpResponse


def welcome_banner(request):
    who = request.headers.get("X-Display-Name", "guest")
    lang = request.GET.get("lang", "en")
    greetings = {}
    greetings[lang] = "Welcome back, %s!" % who
    message = greetings.get(lang)
    return HttpResponse("<div class='banner'>" + message + "</div>")
