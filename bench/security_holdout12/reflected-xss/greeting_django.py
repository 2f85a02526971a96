from django.http import HttpResponse
from django.views import View


class GreetingBuilder:
    template = "<html><body><h1>Welcome back, {name}!</h1><p>{note}</p></body></html>"

    def build(self, params):
        name = params.get("name") or "guest"
        note = "You have new messages." if params.get("inbox") else ""
        return self.template.format(name=name, note=note)


class GreetingView(View):
    builder_class = GreetingBuilder

    def get(self, request):
        html = self.builder_class().build(request.GET)
        return HttpResponse(html)
