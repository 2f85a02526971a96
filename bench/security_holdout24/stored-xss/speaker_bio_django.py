from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.urls import reverse_lazy
from django.utils.html import linebreaks
from django.utils.safestring import mark_safe
from django.views.generic import DetailView, UpdateView

from events.models import Speaker


class SpeakerBioForm(forms.ModelForm):
    class Meta:
        model = Speaker
        fields = ["display_name", "bio", "company"]
        widgets = {"bio": forms.Textarea(attrs={"rows": 6})}


class SpeakerProfileView(DetailView):
    model = Speaker
    slug_field = "handle"
    slug_url_kwarg = "handle"
    template_name = "events/speaker_detail.html"
    context_object_name = "speaker"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["bio_html"] = mark_safe(linebreaks(self.object.bio, autoescape=True))
        context["sessions"] = (
            self.object.sessions.filter(approved=True).order_by("starts_at")[:5]
        )
        return context


class SpeakerBioUpdateView(LoginRequiredMixin, UpdateView):
    form_class = SpeakerBioForm
    template_name = "events/speaker_form.html"
    success_url = reverse_lazy("events:speaker-me")

    def get_object(self, queryset=None):
        return self.request.user.speaker
