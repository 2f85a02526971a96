from django.http import HttpResponse
from django.views import View


class Banner:
    template = '<div class="banner"><h2>Welcome back, {name}!</h2><p>{tagline}</p></div>'

    def __init__(self, name, tagline):
        self.name = name
        self.tagline = tagline

    def render(self):
        return self.template.format(name=self.name, tagline=self.tagline)


def tagline_for(campaign):
    taglines = {
        "spring": "Spring deals are here.",
        "summer": "Summer sale ends soon.",
    }
    return taglines.get(campaign, "Good to see you.")


def page(*parts):
    return "<html><body>" + "".join(parts) + "</body></html>"


class GreetingView(View):
    def get(self, request):
        name = request.GET.get("name", "friend")
        banner = Banner(name, tagline_for(request.GET.get("campaign", "")))
        html = page(banner.render(), "<p>Browse our latest arrivals.</p>")
        return HttpResponse(html)
