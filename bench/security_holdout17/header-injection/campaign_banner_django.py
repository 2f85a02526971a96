from django.views.generic import TemplateView


class CampaignLandingView(TemplateView):
    template_name = "marketing/landing.html"

    def get(self, request, *args, **kwargs):
        response = super().get(request, *args, **kwargs)
        source = request.GET.get("utm_source", "direct")
        response["X-Campaign-Source"] = source
        return response
