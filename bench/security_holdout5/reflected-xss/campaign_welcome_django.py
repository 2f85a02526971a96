from django.utils.safestring import mark_safe
from django.views.generic import TemplateView


class WelcomeView(TemplateView):
    template_name = "landing/welcome.html"

    def campaign_banner(self):
        ref = self.request.GET.get("ref", "")
        name = self.request.GET.get("name", "friend")
        if ref:
            return mark_safe(
                f'<div class="banner">Welcome {name}, thanks for coming from <em>{ref}</em>!</div>'
            )
        return ""

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        ctx["banner"] = self.campaign_banner()
        ctx["show_signup"] = not self.request.user.is_authenticated
        return ctx
