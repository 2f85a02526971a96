from django.utils.safestring import mark_safe
from django.views.generic import DetailView

from .models import Profile


class ProfileDetailView(DetailView):
    model = Profile
    template_name = "accounts/profile_detail.html"
    slug_field = "handle"
    slug_url_kwarg = "handle"
    context_object_name = "profile"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        profile = self.object
        bio = profile.bio.replace("\n", "<br>")
        context["bio_html"] = mark_safe(bio)
        context["website"] = profile.website
        return context
