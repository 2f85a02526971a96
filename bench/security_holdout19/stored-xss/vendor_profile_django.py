from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.urls import reverse_lazy
from django.utils.html import format_html, format_html_join
from django.views.generic import DetailView, UpdateView

from .models import VendorProfile


class VendorProfileForm(forms.ModelForm):
    class Meta:
        model = VendorProfile
        fields = ["display_name", "tagline", "about", "website"]
        widgets = {"about": forms.Textarea(attrs={"rows": 8})}


class VendorProfileEditView(LoginRequiredMixin, UpdateView):
    model = VendorProfile
    form_class = VendorProfileForm
    template_name = "vendors/profile_edit.html"
    success_url = reverse_lazy("vendors:my-profile")

    def get_object(self, queryset=None):
        return VendorProfile.objects.get(user=self.request.user)


class VendorProfileDetailView(DetailView):
    model = VendorProfile
    template_name = "vendors/profile_detail.html"
    context_object_name = "vendor"
    slug_field = "slug"

    def get_queryset(self):
        return super().get_queryset().filter(is_active=True).select_related("user")

    def about_paragraphs(self, text):
        paragraphs = [p.strip() for p in text.replace("\r\n", "\n").split("\n\n") if p.strip()]
        return format_html_join("", "<p>{}</p>", ((p,) for p in paragraphs))

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        vendor = self.object
        context["about_html"] = self.about_paragraphs(vendor.about or "")
        context["headline"] = format_html("<h2 class='tagline'>{}</h2>", vendor.tagline or "")
        context["listing_count"] = vendor.listings.filter(status="live").count()
        return context
