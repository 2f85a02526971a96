from django.http import HttpResponse
from django.utils.html import escape
from django.views import View


class WelcomeView(View):
    greeting = "Welcome back"

    def visitor(self):
        name = self.request.GET.get("name", "guest").strip()
        return name.title() if name else "Guest"

    def heading(self):
        return f"{escape(self.greeting)}, {self.visitor()}!"

    def render_body(self):
        return f"<main><h1>{self.heading()}</h1><p>Your dashboard is ready.</p></main>"

    def get(self, request, *args, **kwargs):
        return HttpResponse(self.render_body(), content_type="text/html")
