from django.http import HttpResponse
from django.views import View


class WelcomeMessage:
    template = "<div class='welcome'><h2>Welcome back, {name}!</h2><p>{note}</p></div>"

    def __init__(self, name, note=""):
        self.name = name
        self.note = note

    def render(self):
        return self.template.format(name=self.name, note=self.note)


class WelcomeView(View):
    def get(self, request):
        name = request.GET.get("name", "guest")
        ref = request.GET.get("ref")
        note = f"You came from {ref}" if ref else ""
        message = WelcomeMessage(name, note)
        return HttpResponse(message.render())
