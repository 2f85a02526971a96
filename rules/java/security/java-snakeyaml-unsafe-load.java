package com.example.config;

import java.io.InputStream;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.Constructor;
import org.yaml.snakeyaml.constructor.SafeConstructor;

public class ConfigLoader {
    public Object load(InputStream in) {
        Yaml yaml = new Yaml();
        // ruleid: java-snakeyaml-unsafe-load
        return yaml.load(in);
    }

    public Object loadString(String doc) {
        // ruleid: java-snakeyaml-unsafe-load
        return new Yaml().load(doc);
    }

    public Settings loadTyped(InputStream in) {
        Yaml yaml = new Yaml(new Constructor(Settings.class, new LoaderOptions()));
        // ruleid: java-snakeyaml-unsafe-load
        return yaml.loadAs(in, Settings.class);
    }

    public Map<String, Object> loadSafe(InputStream in) {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        // ok: java-snakeyaml-unsafe-load
        return yaml.load(in);
    }

    public String dump(Map<String, Object> data) {
        Yaml yaml = new Yaml();
        // ok: java-snakeyaml-unsafe-load
        return yaml.dump(data);
    }

    public Object loadSafeInline(String doc) {
        // ok: java-snakeyaml-unsafe-load
        return new Yaml(new SafeConstructor(new LoaderOptions())).load(doc);
    }

    public static class Settings {
        public String name;
    }
}
