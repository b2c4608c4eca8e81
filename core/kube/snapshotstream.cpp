// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "snapshotstream.h"

#include <cmath>

namespace Accel::Kube::Internal {

namespace dom = simdjson::dom;

bool needsGeneralReader(const dom::element &root)
{
    constexpr std::size_t ScanKeys = 16; // pairwise up to this many keys, sorted beyond
    std::vector<dom::element> pending{root};
    std::vector<std::string_view> keys;
    const auto visit = [&pending](const dom::element &value) {
        switch (value.type()) {
        case dom::element_type::OBJECT:
        case dom::element_type::ARRAY:
            pending.push_back(value);
            return true;
        case dom::element_type::DOUBLE:
            return std::isfinite(value.get_double().value_unsafe());
        default:
            return true;
        }
    };
    while (!pending.empty()) {
        const dom::element value = pending.back();
        pending.pop_back();
        dom::object object;
        dom::array array;
        if (value.get_object().get(object) == simdjson::SUCCESS) {
            keys.clear();
            for (const dom::key_value_pair &entry : object) {
                keys.push_back(entry.key);
                if (!visit(entry.value))
                    return true;
            }
            if (keys.size() <= ScanKeys) {
                for (std::size_t i = 1; i < keys.size(); ++i) {
                    for (std::size_t j = 0; j < i; ++j) {
                        if (keys[i] == keys[j])
                            return true;
                    }
                }
            } else {
                std::sort(keys.begin(), keys.end());
                if (std::adjacent_find(keys.begin(), keys.end()) != keys.end())
                    return true;
            }
        } else if (value.get_array().get(array) == simdjson::SUCCESS) {
            for (const dom::element item : array) {
                if (!visit(item))
                    return true;
            }
        }
    }
    return false;
}

} // namespace Accel::Kube::Internal
