from django.http import HttpResponse
from django.utils.html import format_html
from django.views import View


class WelcomePanel:
    template = '<div class="panel"><h2>Hello, {}!</h2><p>{}</p></div>'

    def __init__(self, name, tagline):
        self.name = name
        self.tagline = tagline

    def render(self):
        return format_html(self.template, self.name, self.tagline)


def tagline_for(campaign):
    taglines = {
        "spring": "Spring deals are here.",
        "summer": "Summer sale ends soon.",
    }
    return taglines.get(campaign, "Good to see you.")


def page(*parts):
    return "<html><body>" + "".join(str(part) for part in parts) + "</body></html>"


class WelcomeView(View):
    def get(self, request):
        name = request.GET.get("name", "friend")
        panel = WelcomePanel(name, tagline_for(request.GET.get("campaign", "")))
        html = page(panel.render(), "<p>Browse our latest arrivals.</p>")
        return HttpResponse(html)
