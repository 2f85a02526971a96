import { computed, ref } from 'vue';
import { useRoute, useRouter } from 'vue-router';
import { useI18n } from 'vue-i18n';

// Vue composables are plain functions: calling one under a condition in setup() is fine.
export function useBreadcrumbs(withTitles: boolean) {
  const route = useRoute();
  const crumbs = ref<string[]>([]);
  if (withTitles) {
    const { t } = useI18n();
    crumbs.value = route.matched.map((record) => t(String(record.name)));
  }
  for (const record of route.matched) {
    useRouter().resolve(record.path);
  }
  return computed(() => crumbs.value.join(' / '));
}
